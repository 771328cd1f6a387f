from dataclasses import dataclass

from fdtd1d.constants import C0


@dataclass(frozen=True)
class Grid:
    n_cells: int
    dx: float
    courant: float = 0.5

    @property
    def dt(self):
        return self.courant * self.dx / C0
