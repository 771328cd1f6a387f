from advect1d.grid import N_GHOST


def fill_periodic(q):
    """Copy the last interior cells into the left ghost cells and the first ones into the right ghost cells."""
    q[:N_GHOST] = q[-2 * N_GHOST:-N_GHOST]  # expect: JXL301
    q[-N_GHOST:] = q[N_GHOST:2 * N_GHOST]  # expect: JXL301
    return q
