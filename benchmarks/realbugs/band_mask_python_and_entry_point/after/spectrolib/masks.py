"""Boolean masks over frequency grids."""


def outside_band_mask(freqs, low, high):
    return (freqs < low) | (freqs > high)


def band_mask(freqs, low, high):
    return (freqs >= low) & (freqs <= high)
