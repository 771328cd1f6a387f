import numpy as np

# Labels given by 4 annotators to 6 items (classes 0..2).
ANNOTATIONS = np.array(
    [
        [1, 1, 1, 2],
        [0, 0, 1, 0],
        [2, 2, 2, 2],
        [1, 0, 1, 1],
        [0, 0, 0, 0],
        [2, 1, 2, 2],
    ]
)
MAX_CLASSES = 5
