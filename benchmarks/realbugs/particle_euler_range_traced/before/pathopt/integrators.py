def forward_euler(rhs, z0, t_grid, start_idx, end_idx):
    """Integrate dz/dt = rhs(t, z) on t_grid from start_idx to end_idx."""
    z = z0
    num_steps = end_idx - start_idx
    for k in range(num_steps):  # expect: JXL105
        i = start_idx + k
        dt = t_grid[i + 1] - t_grid[i]
        z = z + dt * rhs(t_grid[i], z)
    return z
