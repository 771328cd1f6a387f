# Wavelengths in microns, temperatures in kelvin.
HC_OVER_K = 14387.77
WIEN_B = 2897.771955
