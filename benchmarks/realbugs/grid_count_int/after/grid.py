import numpy as np

RADII = np.linspace(0.0, 2.0, 64)
