from functools import partial

from filterode.ivps import van_der_pol
from filterode.taylor import taylor_coefficients


def initial_state(y0, num_derivatives, stiffness):
    return taylor_coefficients(partial(van_der_pol, stiffness=stiffness), y0, num_derivatives)
