import jax.numpy as jnp

from heunpair import AdaptiveIntegrator, StepController


def damped_oscillator(t, y, args):
    omega, zeta = args
    position, velocity = y[0], y[1]
    return jnp.array([velocity, -2.0 * zeta * omega * velocity - omega ** 2 * position])


def main():
    integrator = AdaptiveIntegrator(damped_oscillator, StepController(rtol=1e-6, atol=1e-8), max_steps=20_000)
    finals = []
    for zeta in (0.05, 0.2):
        y, steps = integrator.solve(jnp.array([1.0, 0.0]), 0.0, 5.0, 0.01, (2.0, zeta))
        finals.append((float(y[0]), int(steps)))
    return finals


if __name__ == "__main__":
    for position, steps in main():
        print(f"x(5) = {position:.6f} after {steps} steps")
