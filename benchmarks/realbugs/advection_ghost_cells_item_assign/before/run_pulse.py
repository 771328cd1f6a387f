import numpy as np

from advect1d import advance


def run(n_cells=100, courant=0.5):
    x = (np.arange(n_cells) + 0.5) / n_cells
    q0 = np.exp(-200.0 * (x - 0.3) ** 2)
    # one full period: the pulse returns to where it started
    q = np.asarray(advance(q0, courant, int(n_cells / courant)))
    return q0, q


if __name__ == "__main__":
    q0, q = run()
    print(q0.sum(), q.sum(), np.abs(q - q0).max())
