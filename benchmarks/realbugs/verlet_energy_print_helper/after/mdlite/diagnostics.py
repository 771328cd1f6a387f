import jax


def report(step, kinetic, potential):
    jax.debug.print("step {step} total energy {energy}", step=step, energy=kinetic + potential)
