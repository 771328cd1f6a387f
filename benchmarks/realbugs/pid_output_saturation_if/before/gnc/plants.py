from typing import NamedTuple


class DCMotor(NamedTuple):
    """First-order speed model: tau * dw/dt = -w + gain * voltage."""

    tau: float = 0.5
    gain: float = 2.0

    def derivative(self, speed, voltage):
        return (-speed + self.gain * voltage) / self.tau
