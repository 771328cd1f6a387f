import numpy as np


def make_ht(onsite, hoppings):
    """Unit-cell Hamiltonian h and the hopping t to the next cell, for a chain with len(onsite) sites per cell.

    hoppings[0] are the bonds inside the cell, hoppings[1] the bond from the last site to the next cell's first.
    """
    dim = len(onsite)
    h = np.zeros((dim, dim), complex)
    t = np.zeros((dim, dim), complex)
    h.flat[:: dim + 1] = onsite
    h.flat[1:: dim + 1] = hoppings[0]
    h.flat[dim:: dim + 1] = np.conj(hoppings[0])
    t[-1, 0] = hoppings[1]
    return h, t
