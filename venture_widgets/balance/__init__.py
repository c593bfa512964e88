"""Bot strength and game balance: Bradley-Terry ratings, the strength ladder, SVG charts (pure Python)."""
