import math

MU_EARTH = 398600.4418  # km^3 / s^2


def circular_speed(radius, mu=MU_EARTH):
    return math.sqrt(mu / radius)  # expect: JXL104


def vis_viva_speed(radius, semi_major_axis, mu=MU_EARTH):
    return math.sqrt(mu * (2.0 / radius - 1.0 / semi_major_axis))  # expect: JXL104
