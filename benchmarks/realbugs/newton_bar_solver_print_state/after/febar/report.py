import jax


def print_solver_heading(load_step):
    print("-------------------------------------------------------")
    print("--- Load step %s" % load_step)
    print("Iteration\t|R|\t\t|du|")


def print_solver_state(iteration, residual_norm, du_norm):
    jax.debug.print("{}\t{}\t{}", iteration, residual_norm, du_norm)
