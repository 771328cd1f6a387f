from spectrolib.filters import bandpass, notch
from spectrolib.masks import band_mask, outside_band_mask

__all__ = ["band_mask", "bandpass", "notch", "outside_band_mask"]
