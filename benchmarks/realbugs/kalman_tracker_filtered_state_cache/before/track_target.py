"""Constant-velocity target observed in position only."""

import numpy as np

from tracking.kalman import KalmanFilter

DT = 0.1


def main():
    rng = np.random.default_rng(0)
    A = np.array([[1.0, DT], [0.0, 1.0]])
    C = np.array([[1.0, 0.0]])
    truth = np.stack([np.arange(60) * DT * 2.0, np.full(60, 2.0)], axis=1)
    observations = truth[:, :1] + rng.normal(scale=0.3, size=(60, 1))
    kf = KalmanFilter(A, C, 1e-4 * np.eye(2), 0.09 * np.eye(1), np.zeros(2), np.eye(2))
    loglik = kf.filter(observations)
    smoothed = kf.smooth()
    rmse = np.sqrt(np.mean((smoothed[:, 0] - truth[:, 0]) ** 2))
    print(f"log-likelihood {float(loglik):.2f}, smoothed position rmse {rmse:.3f}")
    assert rmse < 0.2, rmse


if __name__ == "__main__":
    main()
