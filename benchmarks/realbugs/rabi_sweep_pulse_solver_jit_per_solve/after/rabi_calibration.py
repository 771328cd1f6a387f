import jax.numpy as jnp

from qubitctl.operators import transmon_frame
from qubitctl.pulses import gaussian_envelope
from qubitctl.solver import PulseSolver

GROUND = jnp.array([1.0, 0.0], dtype=jnp.complex64)


def build_solver():
    drift, drive = transmon_frame(0.0, 2 * jnp.pi * 0.05)
    return PulseSolver(drift, drive, 1.0)


def main():
    solver = build_solver()
    envelope = gaussian_envelope(64, 0.15)
    scales = jnp.linspace(0.0, 2.0, 9)
    populations = [float(solver.excited_population(s * envelope, GROUND)) for s in scales]
    best = float(scales[jnp.argmax(jnp.array(populations))])
    print("pi-pulse scale", best, "populations", [round(p, 3) for p in populations])
    return solver, envelope, populations


if __name__ == "__main__":
    main()
