"""One package per game; each defines ``GAME``, its :class:`~venture_widgets.core.Game`."""
