from .infer import SVI
from .models import normal_elbo_loss

__all__ = ["SVI", "normal_elbo_loss"]
