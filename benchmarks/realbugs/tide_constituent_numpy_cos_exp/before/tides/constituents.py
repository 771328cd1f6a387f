from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Constituent:
    name: str
    speed_deg_per_hour: float

    @property
    def omega(self):
        return np.deg2rad(self.speed_deg_per_hour)

    def elevation(self, t_hours, amplitude, phase, damping):
        """Height contribution (m) at the given hours, with a seiche-like damping of the amplitude."""
        envelope = np.exp(-damping * t_hours / 24.0)  # expect: JXL401
        return amplitude * envelope * np.cos(self.omega * t_hours - phase)  # expect: JXL401


M2 = Constituent("M2", 28.9841042)
S2 = Constituent("S2", 30.0)
K1 = Constituent("K1", 15.0410686)
O1 = Constituent("O1", 13.9430356)
