import numpy as np

ANGLE = np.pi / 8


def rotation(axis, angle):
    paulis = {"x": np.array([[0, 1], [1, 0]]), "y": np.array([[0, -1j], [1j, 0]]), "z": np.diag([1, -1])}
    return np.cos(angle / 2) * np.eye(2) - 1j * np.sin(angle / 2) * paulis[axis]


class QubitEnv:
    """Steer a qubit from |0> to |1> with small rotations; the reward is the fidelity with the target."""

    actions = [rotation("x", ANGLE), rotation("x", -ANGLE), rotation("y", ANGLE), rotation("y", -ANGLE)]

    def __init__(self, horizon=12):
        self.horizon = horizon
        self.target = np.array([0.0, 1.0], complex)

    def observe(self):
        """Bloch vector of the current state (the agent's observation)."""
        a, b = self.psi
        return np.array([2 * (np.conj(a) * b).real, 2 * (np.conj(a) * b).imag, abs(a) ** 2 - abs(b) ** 2],
                        np.float32)

    def reset(self):
        self.psi = np.array([1.0, 0.0], complex)
        self.t = 0
        return self.observe()

    def step(self, action):
        self.psi = self.actions[action] @ self.psi
        self.t += 1
        fidelity = abs(np.vdot(self.target, self.psi)) ** 2
        return self.observe(), float(fidelity), self.t >= self.horizon
