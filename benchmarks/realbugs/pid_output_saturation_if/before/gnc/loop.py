import jax
import jax.numpy as jnp


class ClosedLoop:
    """Discrete-time loop of a controller and a plant, integrated with forward Euler."""

    def __init__(self, controller, plant, dt=0.01):
        self.controller = controller
        self.plant = plant
        self.dt = dt
        self._simulate = jax.jit(self.simulate)

    def step(self, carry, setpoint):
        speed, pid_state = carry
        voltage, pid_state = self.controller.update(pid_state, setpoint - speed, self.dt)
        speed = speed + self.dt * self.plant.derivative(speed, voltage)
        return (speed, pid_state), (speed, voltage)

    def simulate(self, setpoints, speed0=0.0):
        carry = (jnp.asarray(speed0), self.controller.reset())
        _, (speeds, voltages) = jax.lax.scan(self.step, carry, setpoints)
        return speeds, voltages

    def run(self, setpoints):
        return self._simulate(setpoints)
