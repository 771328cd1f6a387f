from jaxflows.bijections import LinearSplineCoupling, Serial
from jaxflows.flow import Flow, Normal

__all__ = ["Flow", "LinearSplineCoupling", "Normal", "Serial"]
