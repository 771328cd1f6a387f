import numpy as np

SPECIES = np.array([0, 0, 1, 1, 1, 0])
EPSILON = {0: 1.0, 1: 0.5}
