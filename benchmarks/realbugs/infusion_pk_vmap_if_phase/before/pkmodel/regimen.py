from typing import NamedTuple


class Infusion(NamedTuple):
    dose_mg: float
    duration_h: float

    @property
    def rate(self):
        return self.dose_mg / self.duration_h
