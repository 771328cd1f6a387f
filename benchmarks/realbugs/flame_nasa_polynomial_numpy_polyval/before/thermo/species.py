import numpy as np

GAS_CONSTANT = 8.314462618


class NasaSpecies:
    """Ideal-gas species described by 7-coefficient NASA polynomials (high-temperature range)."""

    def __init__(self, name, coeffs):
        self.name = name
        self.coeffs = np.asarray(coeffs, dtype=np.float32)
        self.cp_poly = self.coeffs[4::-1]
        self.h_poly = (self.coeffs[:5] / np.arange(1, 6))[::-1]

    def cp(self, temperature):
        return GAS_CONSTANT * np.polyval(self.cp_poly, temperature)  # expect: JXL401

    def enthalpy(self, temperature):
        return GAS_CONSTANT * (temperature * np.polyval(self.h_poly, temperature) + self.coeffs[5])  # expect: JXL401
