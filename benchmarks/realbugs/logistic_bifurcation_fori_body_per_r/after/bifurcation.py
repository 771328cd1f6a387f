import numpy as np

from chaoskit import attractor


def bifurcation_diagram(r_values):
    points = [np.asarray(attractor(r)) for r in r_values]
    return np.repeat(r_values, len(points[0])), np.concatenate(points)


if __name__ == "__main__":
    r, x = bifurcation_diagram(np.linspace(2.8, 4.0, 300))
    print(r.shape, x.min(), x.max())
