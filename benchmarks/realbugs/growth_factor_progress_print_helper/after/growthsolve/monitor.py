import jax


def report_progress(step, a, state):
    jax.debug.print("step {step} a = {a} D = {d} dD/dlna = {dd}", step=step, a=a, d=state[0], dd=state[1])
