ALPHA = 2e-4
BETA = 7.6e-4
RHO0 = 1025.0


def drho_dT(temp, salt):
    return -RHO0 * ALPHA + 0.0 * temp


def drho_dS(temp, salt):
    return RHO0 * BETA + 0.0 * salt
