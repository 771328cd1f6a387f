import numpy as np


class Transform:
    def __init__(self, basis, method="fft"):
        self.basis = basis
        self.method = method

    def _check_inputs_fft(self):
        modes = self.basis.modes
        order = np.lexsort((modes[:, 1], modes[:, 0], modes[:, 2]))  # expect: JXL401
        return modes[order]

    def sorted_modes(self):
        if self.method == "fft":
            return self._check_inputs_fft()
        return self.basis.modes
