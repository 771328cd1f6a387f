import jax.numpy as jnp

from minispice.devices import DiodeModel, ResistorModel
from minispice.engine import TransientEngine


def build_engine():
    source = lambda t: 5.0 * jnp.sin(2 * jnp.pi * 50.0 * t)  # noqa: E731
    diode = DiodeModel(1e-12, 0.02585)
    return TransientEngine(source, ResistorModel(100.0), [(diode, 2)], 1e-6, 1e-4)


def main(n_steps):
    engine = build_engine()
    trace = engine.run(jnp.zeros(1), n_steps)
    print(f"node voltage after {n_steps} steps: {trace[-1]:.3f} V, max {max(trace):.3f} V")
    return engine, trace


if __name__ == "__main__":
    main(100)
