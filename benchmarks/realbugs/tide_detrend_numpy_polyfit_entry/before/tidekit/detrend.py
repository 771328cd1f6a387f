import numpy as np

TREND_DEGREE = 1


def remove_trend(times, levels):
    """Subtract the least-squares linear trend (sea-level rise, datum drift) from a record."""
    coeffs = np.polyfit(times, levels, TREND_DEGREE)  # expect: JXL401
    return levels - np.polyval(coeffs, times)  # expect: JXL401
