from vifit.dadvi import fit_dadvi

__all__ = ["fit_dadvi"]
