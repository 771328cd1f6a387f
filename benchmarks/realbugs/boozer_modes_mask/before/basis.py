import numpy as np


class DoubleFourierBasis:
    def __init__(self, M, N, NFP=1):
        self.M, self.N, self.NFP = M, N, NFP
        self.modes = np.array([(m, n) for m in range(-M, M + 1) for n in range(-N, N + 1)])

    @property
    def num_modes(self):
        return self.modes.shape[0]
