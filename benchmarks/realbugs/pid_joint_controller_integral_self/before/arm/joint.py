import jax
import jax.numpy as jnp


class Joint:
    """One revolute joint: inertia, viscous friction and a constant load torque (the link's weight)."""

    def __init__(self, inertia=0.5, friction=0.2, load=2.0):
        self.inertia = inertia
        self.friction = friction
        self.load = load

    def accelerate(self, omega, torque):
        return (torque - self.friction * omega - self.load) / self.inertia


class ServoLoop:
    """Closes the loop between a controller and a joint, stepping with semi-implicit Euler."""

    def __init__(self, joint, controller, dt=0.01):
        self.joint = joint
        self.controller = controller
        self.dt = dt
        self.run = jax.jit(self._run, static_argnames="n_steps")

    def _run(self, theta0, n_steps):
        def step(carry, _):
            theta, omega = carry
            torque = self.controller.update(theta, self.dt)
            omega = omega + self.dt * self.joint.accelerate(omega, torque)
            theta = theta + self.dt * omega
            return (theta, omega), theta

        _, thetas = jax.lax.scan(step, (theta0, jnp.zeros_like(theta0)), None, length=n_steps)
        return thetas
