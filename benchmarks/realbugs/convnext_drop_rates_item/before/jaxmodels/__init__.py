from jaxmodels.convnext import ConvNeXt

__all__ = ["ConvNeXt"]
