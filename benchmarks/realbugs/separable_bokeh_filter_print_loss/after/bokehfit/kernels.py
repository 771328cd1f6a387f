import numpy as np


def circular_kernel(size=25):
    """Disk-shaped bokeh kernel, normalised to unit sum."""
    y, x = np.mgrid[:size, :size] - (size - 1) / 2.0
    disk = (x ** 2 + y ** 2 <= ((size - 1) / 2.0) ** 2).astype(np.float32)
    return disk / disk.sum()


def svd_init(kernel, rank):
    """Rank-`rank` separable approximation: columns and rows scaled by sqrt of the singular values."""
    u, s, vt = np.linalg.svd(kernel)
    scale = np.sqrt(s[:rank])
    return {"cols": (u[:, :rank] * scale).astype(np.float32), "rows": (vt[:rank].T * scale).astype(np.float32)}
