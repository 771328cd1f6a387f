"""How the flat parameter vector is cut into one block of log-amplitudes per spectral band."""
# Python integers: under jit they stay constants, so the slices below have static bounds.
NUM_BANDS = 3
NUM_COLS = 4
BAND_OFFSETS = (0, 4, 8, 12)
