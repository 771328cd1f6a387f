from tise.shooting import shoot


def bisect_energy(potential, e_low, e_high, tol=1e-6):
    """Energy between e_low and e_high where psi(L) changes sign, by bisection on the shooting function."""
    f_low = float(shoot(e_low, potential))
    while e_high - e_low > tol:
        e_mid = 0.5 * (e_low + e_high)
        f_mid = float(shoot(e_mid, potential))
        if (f_mid > 0) == (f_low > 0):
            e_low, f_low = e_mid, f_mid
        else:
            e_high = e_mid
    return 0.5 * (e_low + e_high)
