"""Boolean masks over frequency grids."""


def outside_band_mask(freqs, low, high):
    return (freqs < low) or (freqs > high)  # expect: JXL103


def band_mask(freqs, low, high):
    return (freqs >= low) and (freqs <= high)  # expect: JXL103
