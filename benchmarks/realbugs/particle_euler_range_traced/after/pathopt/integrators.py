from jax import lax


def forward_euler(rhs, z0, t_grid, start_idx, end_idx):
    """Integrate dz/dt = rhs(t, z) on t_grid from start_idx to end_idx."""

    def body(i, z):
        dt = t_grid[i + 1] - t_grid[i]
        return z + dt * rhs(t_grid[i], z)

    return lax.fori_loop(start_idx, end_idx, body, z0)
