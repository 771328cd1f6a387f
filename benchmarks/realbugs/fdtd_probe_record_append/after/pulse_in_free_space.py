import jax.numpy as jnp

from fdtd1d.probes import FieldProbe
from fdtd1d.solver import FDTDSolver


def main(n_steps=300):
    probe = FieldProbe(cell=150)
    solver = FDTDSolver(probes=[probe])
    fields = solver.run(n_steps)
    trace = jnp.asarray(probe.samples)
    print(f"{len(probe.samples)} samples at cell {probe.cell}, peak at step {int(jnp.argmax(trace))}, "
          f"field left in the grid {float(jnp.max(jnp.abs(fields.ex))):.4f}")
    return probe.samples, fields


if __name__ == "__main__":
    main()
