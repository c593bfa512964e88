"""``python -m venture_widgets``: see :mod:`venture_widgets.cli`."""

import sys

from .cli import main

sys.exit(main())
