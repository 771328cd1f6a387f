import numpy as np

# Quintic Newton-Schulz coefficients from Keller Jordan's Muon write-up.
NS_COEFFS = (3.4445, -4.7750, 2.0315)


def newton_schulz(grad, steps=5, eps=1e-7):
    """Approximately orthogonalise a 2-D update (push its singular values towards one)."""
    a, b, c = NS_COEFFS
    transposed = grad.shape[0] > grad.shape[1]
    x = grad.T if transposed else grad
    x = x / (np.linalg.norm(x) + eps)  # expect: JXL401
    for _ in range(steps):
        gram = x @ x.T
        x = a * x + (b * gram + c * gram @ gram) @ x
    return x.T if transposed else x
