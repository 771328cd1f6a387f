"""Fit a ridge readout on NVAR features of a Lorenz-like series and report the training error."""

import numpy as np

from resjax import NVAR


def lorenz_series(steps: int = 400, dt: float = 0.01) -> np.ndarray:
    xyz = np.array([1.0, 1.0, 1.0])
    out = np.empty((steps, 3))
    for i in range(steps):
        x, y, z = xyz
        xyz = xyz + dt * np.array([10.0 * (y - x), x * (28.0 - z) - y, x * y - 8.0 / 3.0 * z])
        out[i] = xyz
    return out / 20.0


def features(series: np.ndarray, delay: int = 2) -> np.ndarray:
    return np.asarray(NVAR(delay=delay, input_dim=series.shape[1]).run(series))


def fit_readout(feats: np.ndarray, targets: np.ndarray, ridge: float = 1e-4) -> np.ndarray:
    design = np.hstack([feats, np.ones((len(feats), 1))])
    gram = design.T @ design + ridge * np.eye(design.shape[1])
    return np.linalg.solve(gram, design.T @ targets)


def main() -> float:
    series = lorenz_series()
    feats = features(series[:-1])
    weights = fit_readout(feats, series[1:])
    pred = np.hstack([feats, np.ones((len(feats), 1))]) @ weights
    return float(np.sqrt(np.mean((pred - series[1:]) ** 2)))


if __name__ == "__main__":
    print("train RMSE", main())
