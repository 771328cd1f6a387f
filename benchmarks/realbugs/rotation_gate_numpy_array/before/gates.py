import numpy as np


class Gate:
    """A single-qubit gate with a fixed matrix."""

    def __init__(self, name, matrix):
        self.name = name
        self._matrix = np.asarray(matrix, dtype=complex)

    @property
    def array(self):
        return self._matrix


class Rotation(Gate):
    """A parametrised gate; the phase is in units of half turns."""

    def __init__(self, phase):
        self.name = type(self).__name__
        self.phase = phase

    def __repr__(self):
        return f"{self.name}({self.phase})"


class Rx(Rotation):
    @property
    def array(self):
        half_theta = np.pi * self.phase
        cos, sin = np.cos(half_theta), np.sin(half_theta)  # expect: JXL401
        return np.array([[cos, -1j * sin], [-1j * sin, cos]])  # expect: JXL401


H = Gate("H", [[1 / np.sqrt(2), 1 / np.sqrt(2)], [1 / np.sqrt(2), -1 / np.sqrt(2)]])
