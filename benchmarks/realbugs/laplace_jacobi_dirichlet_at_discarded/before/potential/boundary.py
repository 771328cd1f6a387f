def apply_dirichlet(phi, top, bottom):
    """Held plates at the top and bottom rows, grounded side walls."""
    phi = phi.at[:, 0].set(0.0).at[:, -1].set(0.0)
    phi.at[0, :].set(top)  # expect: JXL302
    return phi.at[-1, :].set(bottom)
