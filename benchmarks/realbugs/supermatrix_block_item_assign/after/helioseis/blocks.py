"""Where each coupled multiplet's block sits in the supermatrix (host-side bookkeeping)."""


def block_bounds(ells):
    """Row/column ranges (r0, r1, c0, c1) of the diagonal and first off-diagonal blocks."""
    sizes = [2 * ell + 1 for ell in ells]
    starts = [sum(sizes[:i]) for i in range(len(sizes))]
    bounds = []
    for i, (start, size) in enumerate(zip(starts, sizes)):
        bounds.append((start, start + size, start, start + size))
        if i + 1 < len(sizes):
            bounds.append((start, start + size, starts[i + 1], starts[i + 1] + sizes[i + 1]))
    return bounds


def total_size(ells):
    return sum(2 * ell + 1 for ell in ells)
