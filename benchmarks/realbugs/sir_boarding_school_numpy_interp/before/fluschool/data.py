import numpy as np

# Influenza in an English boarding school, 1978: boys confined to bed, days 1 to 14.
POPULATION = 763.0
DAYS = np.arange(1.0, 15.0)
IN_BED = np.array([3, 8, 26, 76, 225, 298, 258, 233, 189, 128, 68, 29, 14, 4], dtype=float)
