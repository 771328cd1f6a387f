from dataclasses import dataclass


@dataclass(frozen=True)
class Lattice:
    name: str
    coordination: int
    coupling: float = 1.0

    @property
    def mean_field_tc(self):
        return self.coordination * self.coupling


SIMPLE_CUBIC = Lattice("simple cubic", 6)
