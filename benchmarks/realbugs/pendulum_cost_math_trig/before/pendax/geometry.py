import math


def angle_normalize(theta):
    """Wrap an angle to [-pi, pi)."""
    return math.atan2(math.sin(theta), math.cos(theta))  # expect: JXL104
