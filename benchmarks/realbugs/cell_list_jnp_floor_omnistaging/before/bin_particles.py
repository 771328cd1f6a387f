import jax

from cellgrid.cells import CellList
from cellgrid.diagnostics import occupancy_report


def main():
    cells = CellList(box_size=10.0, minimum_cell_size=2.5)
    reports = []
    for seed in range(3):
        positions = jax.random.uniform(jax.random.PRNGKey(seed), (500, 2), maxval=10.0)
        _, occupancy = cells.update(positions)
        reports.append(occupancy_report(occupancy))
    return reports


if __name__ == "__main__":
    for report in main():
        print(report)
