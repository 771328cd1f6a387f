import numpy as np

from docking.riccati import finite_horizon_gains


class ShrinkingHorizonDocking:
    """Brings the chaser to rest at the target at a fixed time: the horizon shrinks by one stage per step."""

    def __init__(self, plant, state_weight=0.01, thrust_weight=1.0, terminal_weight=1e4):
        self.plant = plant
        self.Q = state_weight * np.eye(2)
        self.R = thrust_weight * np.eye(1)
        self.Qf = terminal_weight * np.eye(2)

    def dock(self, x0, n_steps):
        A, B = self.plant
        x = np.asarray(x0, dtype=np.float32)
        gains = np.asarray(finite_horizon_gains(A, B, self.Q, self.R, self.Qf, horizon=n_steps))
        thrusts = []
        for k in range(n_steps):
            u = -gains[n_steps - k - 1] @ x
            x = A @ x + B @ u
            thrusts.append(float(u[0]))
        return x, thrusts
